import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonState } from '../state/json-state.ts';
import { type DispatchOverride, DispatchStore } from './order-dispatch-store.ts';
import { initialCoupangState } from './product-store.ts';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const override = (id: number, invoiceNumber = '', vendorId = 'A00012345'): DispatchOverride => ({
  shipmentBoxId: String(600_000_000_000_000_000n + BigInt(id)),
  vendorId,
  status: invoiceNumber === '' ? 'INSTRUCT' : 'DEPARTURE',
  deliveryCompanyCode: invoiceNumber === '' ? '' : 'CJGLS',
  invoiceNumber,
  receiverKey: `receiver ${id}`,
  changedAt: 1000 + id,
});

describe('coupang sandbox dispatch store', () => {
  it('keeps overrides per vendor and finds other boxes by tracking number', () => {
    const store = new DispatchStore(new JsonState(undefined, initialCoupangState));
    store.set(override(1, '1234567890'));
    store.set(override(2, '1234567890'));
    expect(store.get('A00012345', override(1).shipmentBoxId)?.status).toBe('DEPARTURE');
    expect(store.get('A00099999', override(1).shipmentBoxId)).toBeUndefined();
    expect(store.withInvoice('1234567890', override(1).shipmentBoxId).map((o) => o.shipmentBoxId)).toEqual([
      override(2).shipmentBoxId,
    ]);
    store.set({ ...override(2), changedAt: 5000 });
    expect(store.withInvoice('1234567890', override(1).shipmentBoxId)).toEqual([]);
  });

  it('drops the oldest change beyond its limit, with its tracking number', () => {
    const store = new DispatchStore(new JsonState(undefined, initialCoupangState), 2);
    store.set(override(1, '1111111111'));
    store.set(override(2));
    store.set(override(3));
    expect(store.get('A00012345', override(1).shipmentBoxId)).toBeUndefined();
    expect(store.get('A00012345', override(3).shipmentBoxId)).toBeDefined();
    expect(store.withInvoice('1111111111', 'none')).toEqual([]);
  });

  it('is saved with the sandbox state and read back after a restart', () => {
    const directory = mkdtempSync(join(tmpdir(), 'coupang-dispatch-'));
    directories.push(directory);
    const file = join(directory, 'state.json');
    const state = new JsonState(file, initialCoupangState);
    new DispatchStore(state).set(override(7, '7777777777'));
    state.flush();
    const reloaded = new DispatchStore(new JsonState(file, initialCoupangState));
    expect(reloaded.get('A00012345', override(7).shipmentBoxId)).toEqual(override(7, '7777777777'));
    expect(reloaded.withInvoice('7777777777', 'none')).toHaveLength(1);
  });
});
