import { useState } from 'react';

interface ProfileAvatarProps {
  name: string;
  email: string;
  pictureUrl: string | null;
}

function initialOf(name: string, email: string): string {
  const source = name.trim() || email.trim();
  return source.charAt(0).toUpperCase() || '?';
}

/** The profile picture, or a placeholder with the first letter when there is none (or it fails to load). */
export function ProfileAvatar({ name, email, pictureUrl }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const label = name.trim() || email;

  if (pictureUrl && pictureUrl !== failedUrl) {
    return (
      <img
        src={pictureUrl}
        alt={`${label}님의 프로필 사진`}
        width={96}
        height={96}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(pictureUrl)}
        className="size-24 rounded-full object-cover ring-4 ring-white shadow"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`${label}님의 기본 프로필 이미지`}
      className="flex size-24 items-center justify-center rounded-full bg-indigo-100 text-3xl font-bold text-indigo-700 ring-4 ring-white shadow"
    >
      <span aria-hidden="true">{initialOf(name, email)}</span>
    </div>
  );
}
