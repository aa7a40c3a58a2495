import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { type Tab, Tabs } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/session-context';
import { AccessDenied } from '../components/access-denied';
import { BansTab } from '../components/bans-tab';
import { FlashMessage } from '../components/flash-message';
import { SystemTab } from '../components/system-tab';
import { TrafficTab } from '../components/traffic-tab';
import { useFlash } from '../hooks/use-flash';
import { useIpActions } from '../hooks/use-ip-actions';

type AdminTab = 'traffic' | 'bans' | 'system';

function AdminPanel() {
  const [active, setActive] = useState<AdminTab>('traffic');
  const { flash, show, clear } = useFlash();
  const actions = useIpActions(show);
  const tabs: readonly Tab<AdminTab>[] = [
    { key: 'traffic', label: '트래픽 통계', panel: <TrafficTab actions={actions} /> },
    { key: 'bans', label: 'IP 차단 관리', panel: <BansTab actions={actions} /> },
    { key: 'system', label: '시스템 정보', panel: <SystemTab /> },
  ];
  return (
    <div className="space-y-4">
      <FlashMessage flash={flash} onClose={clear} />
      <Tabs label="관리자 메뉴" tabs={tabs} active={active} onChange={setActive} />
    </div>
  );
}

/** `/admin`: traffic statistics, IP blocks and system information, for administrators only (docs/product/admin.md#access). */
export function AdminPage() {
  const { user } = useCurrentUser();
  if (user?.role !== 'admin') return <AccessDenied />;
  return (
    <section aria-labelledby="admin-heading" className="space-y-6">
      <PageTitle>관리자 패널</PageTitle>
      <div className="space-y-1">
        <h1 id="admin-heading" className="text-2xl font-bold text-slate-900">
          관리자 패널
        </h1>
        <p className="text-sm text-slate-600">접속 기록과 IP 차단을 관리합니다. 시각은 한국 시간입니다.</p>
      </div>
      <AdminPanel />
    </section>
  );
}
