import type { UserMe } from '@ollida/contracts/user';
import { Badge } from '../../../components/ui/badge';
import { PageTitle } from '../../../components/ui/page-title';
import { OnboardingChecklist } from '../../onboarding';
import { UsageBox } from '../../payments';
import { ProfileAvatar } from '../components/profile-avatar';

export function ProfilePage({ user }: { user: UserMe }) {
  const isAdmin = user.role === 'admin';
  return (
    <section aria-labelledby="profile-heading" className="space-y-6">
      <PageTitle>프로필</PageTitle>
      <h1 id="profile-heading" className="text-2xl font-bold text-slate-900">
        프로필
      </h1>
      <OnboardingChecklist />
      <div className="flex flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <ProfileAvatar name={user.name} email={user.email} pictureUrl={user.profile_picture} />
        <dl className="grid w-full gap-4 text-sm sm:grid-cols-[6rem_1fr]">
          <dt className="font-medium text-slate-600">이름</dt>
          <dd className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
            {user.name || '이름 없음'}
            {isAdmin && <Badge tone="brand">관리자</Badge>}
          </dd>
          <dt className="font-medium text-slate-600">이메일</dt>
          <dd className="break-all text-base text-slate-900">{user.email}</dd>
        </dl>
      </div>
      <UsageBox />
    </section>
  );
}
