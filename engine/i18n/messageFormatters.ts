// FormatJS' message formatter over catalogues by locale, for the UI texts (translate.ts) and the login page's few
// (loginTexts.ts): one formatter per locale and key, made on first use. A key a locale lacks is worded from the
// fallback catalogue (English) in that locale's formats, as react-intl's createIntl did with its defaultMessage.
import { IntlMessageFormat } from 'intl-messageformat';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** A catalogue's messages by key: ICU strings, or (in a build) the ASTs they compile to (icuCataloguesPlugin). */
export type Catalogue = Readonly<Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>>;

export class MessageFormatters {
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly made = new Map<string, Map<string, IntlMessageFormat>>();

  constructor(
    private readonly fallback: Catalogue,
    fallbackLocale = 'en-US',
  ) {
    this.catalogues.set(fallbackLocale, fallback);
  }

  has(locale: string): boolean {
    return this.catalogues.has(locale);
  }

  add(locale: string, catalogue: Catalogue): void {
    this.catalogues.set(locale, catalogue);
    this.made.delete(locale);
  }

  /** The message of a key in a locale; the key itself when no catalogue has it. */
  format(locale: string, key: string, values?: MessageValues): string {
    const source = this.catalogues.get(locale)?.[key] ?? this.fallback[key];
    if (source === undefined) return key;
    let byKey = this.made.get(locale);
    if (!byKey) this.made.set(locale, (byKey = new Map()));
    let formatter = byKey.get(key);
    if (!formatter) byKey.set(key, (formatter = new IntlMessageFormat(source, locale)));
    try {
      return String(formatter.format(values));
    } catch {
      // A value the message needs was not given: its text as written (react-intl's answer too), or its key.
      return typeof source === 'string' ? source : key;
    }
  }
}
