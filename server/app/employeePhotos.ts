// Employee pictures: the demo data set has no photographs, so /images/employees/<employee number>.<ext> answers a
// badge-style SVG with the employee's initials on a colour derived from the number (the same employee always looks
// the same). A real deployment points picture_url at its photo store instead.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database.js';

const COLORS = ['#1c4e80', '#0091d5', '#7e909a', '#a5d8dd', '#ea6a47', '#488a99', '#4b5d67', '#6c5b7b'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function avatarSvg(initials: string, seed: number): string {
  const color = COLORS[Math.abs(seed) % COLORS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(initials)}">` +
    `<rect width="96" height="96" rx="12" fill="${color}"/>` +
    `<text x="48" y="60" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}

export function registerEmployeePhotos(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { file: string } }>('/images/employees/:file', async (request, reply) => {
    const number = request.params.file.replace(/\.[a-z]+$/i, '');
    const [employee] = await db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM employees WHERE employee_number = $1 LIMIT 1',
      [number],
    );
    if (!employee) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such employee' });
    const initials = `${employee.first_name.charAt(0)}${employee.last_name.charAt(0)}`.toUpperCase();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(avatarSvg(initials, Number.parseInt(number, 10) || 0));
  });
}
