// What keeps a UI catalogue from matching the English one: keys it lacks, keys English does not have, and blank texts.
// The unit test holds es-MX to none of each.

export interface CatalogueProblems {
  missing: string[];
  extra: string[];
  empty: string[];
}

export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  catalogue: Readonly<Record<string, string>>,
): CatalogueProblems {
  const keys = new Set(Object.keys(catalogue));
  return {
    missing: Object.keys(reference).filter((key) => !keys.has(key)),
    extra: [...keys].filter((key) => !(key in reference)),
    empty: [...keys].filter((key) => key in reference && !String(catalogue[key]).trim()),
  };
}
