import { useCurrentUser } from '../../features/auth/session/session-context';
import { ProfilePage } from '../../features/profile/pages/profile-page';

export function ProfileRoute() {
  const { user } = useCurrentUser();
  return user ? <ProfilePage user={user} /> : null;
}
