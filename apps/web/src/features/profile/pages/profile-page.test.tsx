import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('shows the picture, name and email', () => {
    render(<ProfilePage user={testUser} />);

    expect(screen.getByRole('heading', { level: 1, name: '프로필' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '김판매님의 프로필 사진' })).toHaveAttribute(
      'src',
      'https://example.com/avatar.png',
    );
    expect(screen.getByText('김판매')).toBeInTheDocument();
    expect(screen.getByText('seller@example.com')).toBeInTheDocument();
    expect(screen.queryByText('관리자')).not.toBeInTheDocument();
  });

  it('shows a placeholder with the first letter when there is no picture', () => {
    render(<ProfilePage user={{ ...testUser, name: 'hana', profile_picture: null }} />);

    const placeholder = screen.getByRole('img', { name: 'hana님의 기본 프로필 이미지' });
    expect(placeholder).toHaveTextContent('H');
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks an administrator', () => {
    render(<ProfilePage user={{ ...testUser, role: 'admin' }} />);

    expect(screen.getByText('관리자')).toBeInTheDocument();
  });
});
