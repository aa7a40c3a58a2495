import type { IpActions } from '../hooks/use-ip-actions';
import { BanForm } from './ban-form';
import { BannedIpList } from './banned-ip-list';
import { CheckIpForm } from './check-ip-form';

/** Tab 2: block and check forms, and the blocked list (docs/product/admin.md#ip-ban-management-tab). */
export function BansTab({ actions }: { actions: IpActions }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <BanForm actions={actions} />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <CheckIpForm />
        </div>
      </div>
      <BannedIpList actions={actions} />
    </div>
  );
}
