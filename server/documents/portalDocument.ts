// A document of the customer-service library (manuals, bulletins, warranty policies) printed from its stored text:
// title, version, who published it and when, and the body across as many pages as it takes.
import type { DocumentLayout } from './DocumentLayout.js';
import { fill, type Messages } from './documentMessages.js';
import type { Reader } from './sendDocument.js';

export interface PortalDocumentData {
  plant: number;
  title: string;
  category: string;
  version: string;
  /** MM/DD/YYYY */
  published: string;
  postedBy: string;
  body: string;
}

const TEXT = {
  'en-US': { byline: 'Version {version} - published {published} by {by}' },
  'es-MX': { byline: 'Versión {version} - publicado el {published} por {by}' },
} as const satisfies Messages<string>;

export function portalDocument(data: PortalDocumentData, reader: Reader): DocumentLayout {
  const t = TEXT[reader.language];
  return {
    plant: data.plant,
    language: reader.language,
    title: data.category,
    printedBy: reader.name,
    blocks: [
      {
        kind: 'text',
        heading: data.title,
        text: fill(t.byline, { version: data.version, published: data.published, by: data.postedBy }),
      },
      { kind: 'text', text: data.body },
    ],
  };
}
