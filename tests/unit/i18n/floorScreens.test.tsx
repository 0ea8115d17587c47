// The plant-floor screens as the Mexico plant reads them: the pre-ship walk-around, the outbox's last-refreshed line
// and the printed inventory label speak Spanish (dates DD/MM/YYYY) in es-MX and keep their English texts in en-US.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { setLocale } from '../../../engine/i18n/locale';
import { LastRefreshed } from '../../../engine/outbox/LastRefreshed';
import { PlantFlagWidget } from '../../../engine/renderers/dashboard/widgets/PlantFlagWidget';
import { useAppStore } from '../../../engine/stores/appStore';
import { labelContent } from '../../../screens/Inventory/Labels.custom';
import { PreShipCheckForm, type PreShipUnit } from '../../../screens/Shipping/preship/PreShipCheckForm';

vi.mock('@glideapps/glide-data-grid', () => import('../renderers/glideMock'));

afterEach(() => setLocale('en-US'));

const unit: PreShipUnit = {
  VIN: '1N9BB2026R1000001',
  WorkorderNumber: 'WO-1001',
  PartNo: 'GN-40',
  Descrip: 'Gooseneck 40 ft',
  ConfigCode: 'CFG-7',
  ProductType: 'trailer',
  Status: 'Finished',
  Dealer: null,
  LoadNo: 'L-77',
  ShipDate: '2026-03-05',
  LastCheckAt: null,
  LastCheckPassed: null,
  LastCheckNotes: null,
};

function renderForm() {
  return render(
    <MantineProvider>
      <PreShipCheckForm unit={unit} saving={false} onSave={() => undefined} onCancel={() => undefined} />
    </MantineProvider>,
  );
}

describe('plant-floor screens in Spanish', () => {
  it('the pre-ship walk-around reads Spanish in es-MX, with the ship date as DD/MM/YYYY', async () => {
    setLocale('es-MX');
    renderForm();
    expect(screen.getByLabelText('Luces y reflejantes')).toBeTruthy();
    expect(screen.getByText('Aún sin revisar')).toBeTruthy();
    expect(screen.getByText(/Orden de trabajo WO-1001 · CFG-7 · unidad de inventario/).textContent).toContain(
      ' · carga L-77 se embarca el 05/03/2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar — retener unidad' }));
    expect(screen.getByText('Describa qué falló')).toBeTruthy();
  });

  it('keeps the English texts in en-US', async () => {
    renderForm();
    expect(screen.getByLabelText('Lights and reflectors')).toBeTruthy();
    expect(screen.getByText(/Work order WO-1001 · CFG-7 · stock unit/).textContent).toContain(' · load L-77 ships ');
    await userEvent.click(screen.getByRole('button', { name: 'Save — hold unit' }));
    expect(screen.getByText('Describe what failed')).toBeTruthy();
  });

  it('the last-refreshed line and the printed label follow the locale', () => {
    setLocale('es-MX');
    render(
      <MantineProvider>
        <LastRefreshed what="Cargas" refreshedAt="2026-03-05T14:30:00" fromDevice />
      </MantineProvider>,
    );
    expect(screen.getByTestId('last-refreshed').textContent).toBe(
      'Cargas: última actualización 05/03/2026 14:30 · sin conexión: se usa la copia de este dispositivo',
    );
    const label = labelContent({
      LabelType: 'item',
      Value: 'PN-1',
      ItemNo: 'PN-1',
      Descrip: null,
      Location: 'A-01',
      VIN: null,
      Copies: 1,
    });
    expect([label.heading, ...label.lines]).toEqual(['Artículo', 'Ubicación A-01']);
  });

  it('the plant flag names Mexico in Spanish', () => {
    setLocale('es-MX');
    useAppStore.setState({ plant: 3 });
    render(
      <MantineProvider>
        <PlantFlagWidget />
      </MantineProvider>,
    );
    expect(screen.getByText('MX1 · México')).toBeTruthy();
    expect(screen.getByAltText('Bandera de México')).toBeTruthy();
  });
});
