// What npm run generate does (generated/ from the schemas, docs/screens.md from the definitions), run in-process
// after new:screen --table changed the contract, so npm run check:generated stays green.

/** Regenerates generated/ and docs/screens.md of the repository; false when a generator failed. */
export async function regenerate(): Promise<boolean> {
  const generate = await import('./generate');
  const catalogue = await import('./screen-catalogue');
  const generated = await generate.main([]);
  return catalogue.main([]) === 0 && generated === 0;
}
