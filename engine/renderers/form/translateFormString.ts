// rjsf's own texts (array buttons, yes/no labels, optional-field buttons …) in the reader's language: the ones a user of
// a portal form can meet come from the UI catalogue; the rest (schema mistakes a developer sees) stay rjsf's English.
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { t, type MessageKey } from '../../i18n/translate';

const KEYS: Partial<Record<TranslatableString, MessageKey>> = {
  [TranslatableString.ArrayItemTitle]: 'form.rjsf.item',
  [TranslatableString.EmptyArray]: 'form.rjsf.emptyArray',
  [TranslatableString.YesLabel]: 'form.rjsf.yes',
  [TranslatableString.NoLabel]: 'form.rjsf.no',
  [TranslatableString.CloseLabel]: 'form.rjsf.close',
  [TranslatableString.ErrorsLabel]: 'form.rjsf.errors',
  [TranslatableString.NewStringDefault]: 'form.rjsf.newValue',
  [TranslatableString.AddButton]: 'form.rjsf.add',
  [TranslatableString.AddItemButton]: 'form.rjsf.addItem',
  [TranslatableString.CopyButton]: 'form.rjsf.copy',
  [TranslatableString.MoveDownButton]: 'form.rjsf.moveDown',
  [TranslatableString.MoveUpButton]: 'form.rjsf.moveUp',
  [TranslatableString.RemoveButton]: 'form.rjsf.remove',
  [TranslatableString.NowLabel]: 'form.rjsf.now',
  [TranslatableString.ClearLabel]: 'form.rjsf.clear',
  [TranslatableString.AriaDateLabel]: 'form.rjsf.selectDate',
  [TranslatableString.PreviewLabel]: 'form.rjsf.preview',
  [TranslatableString.DecrementAriaLabel]: 'form.rjsf.decrement',
  [TranslatableString.IncrementAriaLabel]: 'form.rjsf.increment',
  [TranslatableString.OptionalObjectAdd]: 'form.rjsf.optionalAdd',
  [TranslatableString.OptionalObjectRemove]: 'form.rjsf.optionalRemove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'form.rjsf.optionalEmpty',
  [TranslatableString.Type]: 'form.rjsf.type',
  [TranslatableString.Value]: 'form.rjsf.value',
  [TranslatableString.ClearButton]: 'form.rjsf.clearInput',
  [TranslatableString.OptionPrefix]: 'form.rjsf.option',
  [TranslatableString.TitleOptionPrefix]: 'form.rjsf.titleOption',
  [TranslatableString.KeyLabel]: 'form.rjsf.key',
  [TranslatableString.DeprecatedLabel]: 'form.rjsf.deprecated',
  [TranslatableString.FilesInfo]: 'form.rjsf.fileInfo',
};

/** rjsf's translateString: its %1, %2 … parameters become the catalogue's {p1}, {p2} …. */
export function translateFormString(text: TranslatableString, params?: string[]): string {
  const key = KEYS[text];
  if (!key) return englishStringTranslator(text, params);
  return t(key, Object.fromEntries((params ?? []).map((value, i) => [`p${i + 1}`, value])));
}
