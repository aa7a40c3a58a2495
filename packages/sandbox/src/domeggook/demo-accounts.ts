/**
 * The sandbox's Open API key (what "API 키 관리" on openapi.domeggook.com would issue). Public on purpose: it only
 * opens the local stand-in, whose items are the demo shop's 도매꾹-style catalogue.
 */
export const DOMEGGOOK_DEMO_API_KEY = 'ollidaSandboxDomeggookApiKey0001';
