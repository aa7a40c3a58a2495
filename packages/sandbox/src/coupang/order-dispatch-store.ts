import type { JsonState } from '../state/json-state.ts';
import type { OrderStatus } from './order-generator.ts';
import type { CoupangSandboxState } from './product-store.ts';

/** What the seller's acknowledge or invoice upload changed on one generated order sheet. */
export interface DispatchOverride {
  shipmentBoxId: string;
  vendorId: string;
  /** INSTRUCT after acknowledge; DEPARTURE (NONE_TRACKING for DIRECT) after an invoice upload. */
  status: OrderStatus;
  /** Empty until an invoice is uploaded. */
  deliveryCompanyCode: string;
  invoiceNumber: string;
  /** Receiver name and address, for the duplicate-invoice rule (one number may serve one receiver's boxes). */
  receiverKey: string;
  changedAt: number;
}

/** Overrides kept at most; the oldest change is forgotten first (its order falls back to its generated status). */
export const DEFAULT_DISPATCH_LIMIT = 20_000;

/**
 * The sandbox's mutable order state, keyed by shipmentBoxId, over the clock-generated sheets. Persisted in the
 * sandbox state file (`dispatch`), oldest change first.
 */
export class DispatchStore {
  private readonly overrides = new Map<string, DispatchOverride>();
  private readonly byInvoice = new Map<string, Set<string>>();

  constructor(
    private readonly state: JsonState<CoupangSandboxState>,
    private readonly limit = DEFAULT_DISPATCH_LIMIT,
  ) {
    const saved = [...(state.value.dispatch ?? [])].sort((a, b) => a.changedAt - b.changedAt);
    for (const override of saved.slice(-limit)) this.remember(override);
  }

  /** The override of a vendor's box, if the seller changed it. */
  get(vendorId: string, shipmentBoxId: string): DispatchOverride | undefined {
    const override = this.overrides.get(shipmentBoxId);
    return override?.vendorId === vendorId ? override : undefined;
  }

  /** Other boxes whose uploaded invoice carries this tracking number. */
  withInvoice(invoiceNumber: string, exceptBoxId: string): DispatchOverride[] {
    const boxes = [...(this.byInvoice.get(invoiceNumber) ?? [])].filter((box) => box !== exceptBoxId);
    return boxes.flatMap((box) => this.overrides.get(box) ?? []);
  }

  /** Records a change as the newest entry, dropping the oldest beyond the limit, and schedules a save. */
  set(override: DispatchOverride): void {
    this.forget(override.shipmentBoxId);
    this.remember(override);
    while (this.overrides.size > this.limit) {
      const oldest = this.overrides.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    this.state.value.dispatch = [...this.overrides.values()];
    this.state.changed();
  }

  private remember(override: DispatchOverride): void {
    this.overrides.set(override.shipmentBoxId, override);
    if (override.invoiceNumber === '') return;
    const boxes = this.byInvoice.get(override.invoiceNumber) ?? new Set<string>();
    boxes.add(override.shipmentBoxId);
    this.byInvoice.set(override.invoiceNumber, boxes);
  }

  private forget(shipmentBoxId: string): void {
    const previous = this.overrides.get(shipmentBoxId);
    if (!previous) return;
    this.overrides.delete(shipmentBoxId);
    const boxes = this.byInvoice.get(previous.invoiceNumber);
    boxes?.delete(shipmentBoxId);
    if (boxes?.size === 0) this.byInvoice.delete(previous.invoiceNumber);
  }
}
