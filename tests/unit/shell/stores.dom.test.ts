// Stores: catalog sort orders, plant changes following into the stored user, sign-out clearing the session.
import { describe, expect, it } from 'vitest';
import { signOut } from '../../../engine/session/sessionService';
import {
  getStoredUser,
  setCachedClasses,
  setCachedUserData,
  setStoredUser,
} from '../../../engine/stores/sessionStorage';
import type { SessionUserData } from '../../../engine/session/types';
import { useAppStore } from '../../../engine/stores/appStore';
import { useCatalogStore } from '../../../engine/stores/catalogStore';
import { useLiveStore } from '../../../engine/stores/liveStore';
import { usePaymentScheduleStore } from '../../../engine/stores/paymentScheduleStore';

const itSupport: SessionUserData = {
  Guid: 'b1f0c2d4-0000-4000-8000-000000000002',
  Firstname: 'Ivan',
  Lastname: 'Torres',
  Username: 'it.support',
  Email: 'it.support@norstar.test',
  EplantId: 2,
  EmployeeId: 1002,
  IsSuperUser: false,
  Routes: ['/Internal/Admin/Users'],
  RolesNames: ['admin', 'change_plant'],
  Plants: [
    { Id: 2, Name: 'NORSTAR' },
    { Id: 3, Name: 'NORSTAR MX' },
  ],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

describe('catalog store', () => {
  it('sorts locations by location and vendors by company', () => {
    const store = useCatalogStore.getState();
    store.setLocations([{ Location: 'WH-B' }, { Location: 'RAW-01' }, { Location: 'FG-A' }]);
    store.setVendors([{ Company: 'Steel Supply' }, { Company: 'Axle Corp' }]);
    expect(useCatalogStore.getState().locations.map((l) => l.Location)).toEqual(['FG-A', 'RAW-01', 'WH-B']);
    expect(useCatalogStore.getState().vendors.map((v) => v.Company)).toEqual(['Axle Corp', 'Steel Supply']);
  });
});

describe('payment schedules and live data', () => {
  it('keeps schedules per supplier', () => {
    usePaymentScheduleStore.getState().setSchedules(17, [{ DueDate: '2026-12-01', Amount: 1200 }]);
    expect(usePaymentScheduleStore.getState().schedulesFor('17')).toHaveLength(1);
    expect(usePaymentScheduleStore.getState().schedulesFor(18)).toEqual([]);
  });
  it('counts live events per group', () => {
    useLiveStore.getState().receive('shopfloor', 'paintQcSaved', { VIN: 'V1' });
    const group = useLiveStore.getState().groups.shopfloor;
    expect(group.version).toBe(1);
    expect(group.latest.paintQcSaved).toEqual({ VIN: 'V1' });
    expect(useLiveStore.getState().groups.physical.version).toBe(0);
  });
});

describe('session in the app store', () => {
  it('takes roles, routes and plants from the user data, and a plant change updates the stored user', () => {
    setStoredUser({ EplantId: 2, FirstName: 'Ivan', LastName: 'Torres', Username: 'it.support', Guid: itSupport.Guid });
    useAppStore.getState().setSession(itSupport);
    expect(useAppStore.getState()).toMatchObject({ plant: 2, roles: ['admin', 'change_plant'] });
    useAppStore.getState().setPlant(3);
    expect(useAppStore.getState().plant).toBe(3);
    expect(getStoredUser()?.EplantId).toBe(3);
  });

  it('keeps a chosen plant only while the user may change plant (the server refuses other plants without it)', () => {
    setStoredUser({ EplantId: 3, FirstName: 'Ivan', LastName: 'Torres', Username: 'it.support', Guid: itSupport.Guid });
    useAppStore.getState().setSession(itSupport);
    expect(useAppStore.getState().plant).toBe(3);
    useAppStore.getState().setSession({ ...itSupport, RolesNames: ['admin'] });
    expect(useAppStore.getState().plant).toBe(2);
    expect(getStoredUser()?.EplantId).toBe(2);
  });

  it('sign-out clears user, roles, plants and the stored token, user, classes, plants and user data', () => {
    localStorage.setItem('Token', 'header.payload.sig');
    setStoredUser({ EplantId: 2, FirstName: 'Ivan', LastName: 'Torres', Username: 'it.support', Guid: itSupport.Guid });
    setCachedUserData(itSupport);
    setCachedClasses([{ Class: 'FG' }]);
    useAppStore.getState().setSession(itSupport);
    signOut();
    for (const key of ['Token', 'User', 'UserData', 'classes', 'plants']) expect(localStorage.getItem(key)).toBeNull();
    expect(useAppStore.getState()).toMatchObject({ user: null, roles: [], plants: [] });
  });
});
