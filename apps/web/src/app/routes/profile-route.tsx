import { ProfilePage } from '../../features/profile';
import { useCurrentUser } from '../../lib/session-context';

export function ProfileRoute() {
  const { user } = useCurrentUser();
  return user ? <ProfilePage user={user} /> : null;
}
