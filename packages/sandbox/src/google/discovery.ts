/** OpenID Provider metadata (OIDC Discovery §3), limited to what the sandbox really implements. */
export function buildDiscoveryDocument(issuer: string): Record<string, string | string[]> {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/v1/userinfo`,
    jwks_uri: `${issuer}/certs`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'at_hash',
      'azp',
      'email',
      'email_verified',
      'exp',
      'iat',
      'iss',
      'name',
      'nonce',
      'picture',
      'sub',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    // authorization_response_iss_parameter_supported is deliberately absent: Google does not advertise it.
  };
}
