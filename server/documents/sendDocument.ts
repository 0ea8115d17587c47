// Answers a document: renders its layout in the renderer's worker thread (renderInWorker.ts) and sets the PDF headers
// (inline, so the File View shows it; the browser downloads it under `fileName`). The reader is the signed-in user:
// their language and name go on the document.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../http/OperationHandler.js';
import { requestLanguage, type Language } from '../i18n/serverMessages.js';
import type { DocumentLayout } from './DocumentLayout.js';
import { renderInWorker } from './renderInWorker.js';

export interface Reader {
  language: Language;
  name?: string;
}

/** The caller as a document reader: their stored language (else Accept-Language) and their name. */
export function readerOf(ctx: { user: SessionUser | null; request: FastifyRequest }): Reader {
  const { user } = ctx;
  return {
    language: requestLanguage(ctx.request),
    name: user ? `${user.firstName} ${user.lastName}`.trim() || user.username : undefined,
  };
}

export async function sendDocument(reply: FastifyReply, layout: DocumentLayout, fileName: string): Promise<Buffer> {
  const pdf = await renderInWorker(layout);
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  return pdf;
}

/** MM/DD/YYYY from an ISO date (SPEC formats dates so in both languages). */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** 1,234.50 — amounts and weights as the portal's grids show them. */
export function formatNumber(value: number, digits = 2): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
