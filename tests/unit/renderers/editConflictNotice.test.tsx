// The edit-conflict notice says who saved the record and when, in the reader's language and date format, from the
// 409 answer's Conflict; an answer that does not say who shows the server's message as it came.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '../../../engine/api/ApiError';
import { setLocale } from '../../../engine/i18n/locale';
import { EditConflictNotice, editConflictOf } from '../../../engine/renderers/form/EditConflictNotice';

afterEach(() => setLocale('en-US'));

const SERVER_MESSAGE =
  'Karen Whitfield changed this user at 2026-11-24T19:59:17Z after you opened it. Reload it, or save anyway to overwrite it.';

function refused(conflict: Record<string, unknown>) {
  return new ApiError(409, SERVER_MESSAGE, [], { message: SERVER_MESSAGE, Conflict: conflict });
}

function show(error: unknown) {
  const conflict = editConflictOf(error);
  if (!conflict) throw new Error('not a conflict');
  render(
    <MantineProvider>
      <EditConflictNotice conflict={conflict} busy={false} onReload={vi.fn()} onOverwrite={vi.fn()} />
    </MantineProvider>,
  );
}

// Local noon, so the expected text does not depend on the machine's time zone.
const NOON = new Date(2026, 10, 24, 12, 5).toISOString();

describe('edit conflict notice', () => {
  it('names who and when in MM/DD/YYYY HH:mm for an English reader', () => {
    show(refused({ Version: 4, UpdatedBy: 'Karen Whitfield', UpdatedAt: NOON }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Karen Whitfield changed this record on 11/24/2026 12:05 after you opened it. Reload it, or save anyway to overwrite it.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeTruthy();
  });

  it('speaks Spanish with DD/MM/YYYY for the Mexico plant', () => {
    setLocale('es-MX');
    show(refused({ Version: 4, UpdatedBy: 'Karen Whitfield', UpdatedAt: NOON }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Karen Whitfield cambió este registro el 24/11/2026 12:05 después de que usted lo abrió.',
    );
    expect(screen.getByRole('button', { name: 'Guardar de todos modos' })).toBeTruthy();
  });

  it('shows the server message when the answer does not say who saved', () => {
    show(refused({ Version: 4, UpdatedBy: null, UpdatedAt: null }));
    expect(screen.getByRole('alert').textContent).toContain(SERVER_MESSAGE);
  });

  it('is no conflict without a version to save over', () => {
    expect(editConflictOf(refused({ UpdatedBy: 'Karen Whitfield' }))).toBeUndefined();
    expect(editConflictOf(new ApiError(409, 'Username already exists'))).toBeUndefined();
  });
});
