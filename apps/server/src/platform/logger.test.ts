import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides OAuth codes, states and tokens but keeps other parameters', () => {
    expect(redactUrl('/auth/google/callback?code=abc&state=xyz&scope=openid')).toBe(
      '/auth/google/callback?code=%5BREDACTED%5D&state=%5BREDACTED%5D&scope=openid',
    );
    expect(redactUrl('/api/x?Token=t&page=2')).toBe('/api/x?Token=%5BREDACTED%5D&page=2');
  });

  it('hides marketplace signatures that a misbehaving client put in the query', () => {
    expect(redactUrl('/v1/oauth2/token?client_id=a&client_secret_sign=c2lnbg')).toBe(
      '/v1/oauth2/token?client_id=a&client_secret_sign=%5BREDACTED%5D',
    );
  });

  it('leaves URLs without a query untouched', () => {
    expect(redactUrl('/api/user/me')).toBe('/api/user/me');
  });
});
