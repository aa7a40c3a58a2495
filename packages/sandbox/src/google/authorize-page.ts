import { escapeHtml, sandboxPage } from '../text-safety.ts';
import { type AuthorizeRequest, authorizeRequestParams } from './authorize-request.ts';

/** Values the user typed, echoed back when the form is re-rendered after an error. */
export interface SignInFormValues {
  email?: string;
  name?: string;
  emailVerified: boolean;
  picture?: string;
}

// Allowed only because every HTML response also carries the CSP below, which permits inline styles.
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#f1f3f4;color:#202124}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #dadce0;border-radius:8px}
h1{font-size:1.5rem;font-weight:400;margin:0 0 .5rem}
.badge{display:inline-block;font-size:.75rem;padding:.1rem .5rem;border-radius:4px;background:#fef7e0;color:#8a5300;margin-bottom:1rem}
.field{margin:1rem 0}
.field label{display:block;font-size:.875rem;margin-bottom:.25rem}
input[type=email],input[type=text],input[type=url]{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #dadce0;border-radius:4px}
.check{display:flex;gap:.5rem;align-items:center}
.actions{display:flex;justify-content:space-between;margin-top:1.5rem}
button{font-size:.95rem;padding:.6rem 1.5rem;border-radius:4px;border:1px solid #dadce0;background:#fff;color:#1a73e8;cursor:pointer}
button.primary{background:#1a73e8;border-color:#1a73e8;color:#fff}
.error{padding:.75rem;border-radius:4px;background:#fce8e6;color:#c5221f}
code{word-break:break-all}
.muted{color:#5f6368;font-size:.875rem}
`;

/** CSP for the sign-in page: no scripts or external loads, and the form may only post here or land on the client. */
export function signInPageCsp(redirectUri: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${cspSourceFor(redirectUri)}; frame-ancestors 'none'`;
}

/** CSP for the error page, which has no form at all. */
export const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'";

/** Renders the sandbox sign-in form for a validated request. */
export function renderSignInPage(
  request: AuthorizeRequest,
  values: SignInFormValues,
  error?: string,
): string {
  const hidden = Object.entries(authorizeRequestParams(request))
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const email = values.email ?? request.loginHint ?? '';
  const alert = error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`;
  const body = `
<h1>샌드박스 Google 로그인</h1>
<p class="badge">개발용 가짜 로그인 화면입니다. 실제 Google 계정은 사용되지 않습니다.</p>
<p class="muted">앱 <code>${escapeHtml(request.clientId)}</code>(으)로 계속합니다. 입력한 정보가 그대로 ID 토큰에 담깁니다.</p>
${alert}
<form method="post" action="authorize">
${hidden}
<div class="field"><label for="email">이메일</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(email)}"></div>
<div class="field"><label for="name">이름</label>
<input id="name" name="name" type="text" required autocomplete="name" value="${escapeHtml(values.name ?? '')}"></div>
<div class="field check"><input id="email_verified" name="email_verified" type="checkbox" value="true"${values.emailVerified ? ' checked' : ''}>
<label for="email_verified">이메일 인증됨</label></div>
<div class="field"><label for="picture">프로필 사진 URL (선택)</label>
<input id="picture" name="picture" type="url" autocomplete="photo" value="${escapeHtml(values.picture ?? '')}"></div>
<div class="actions">
<button type="submit" class="primary" name="action" value="allow">로그인</button>
<button type="submit" name="action" value="deny" formnovalidate>취소</button>
</div>
</form>`;
  return layout('샌드박스 Google 로그인', body);
}

/** Renders Google's "access blocked" style page used when the client or redirect_uri is not trusted. */
export function renderErrorPage(error: {
  error: string;
  description: string;
  clientId?: string;
  redirectUri?: string;
}): string {
  const details = [
    `<dt>오류 코드</dt><dd><code>${escapeHtml(error.error)}</code></dd>`,
    error.clientId === undefined
      ? ''
      : `<dt>client_id</dt><dd><code>${escapeHtml(error.clientId)}</code></dd>`,
    error.redirectUri === undefined
      ? ''
      : `<dt>redirect_uri</dt><dd><code>${escapeHtml(error.redirectUri)}</code></dd>`,
  ].join('');
  const body = `
<h1>액세스 차단됨: 이 앱의 요청이 잘못되었습니다</h1>
<p class="error" role="alert">${escapeHtml(error.description)}</p>
<dl>${details}</dl>
<p class="muted">앱 개발자라면 샌드박스에 등록된 클라이언트 설정을 확인하세요. 이 화면은 앱으로 돌아가지 않습니다.</p>`;
  return layout(`400 오류: ${error.error}`, body);
}

function layout(title: string, body: string): string {
  return sandboxPage(title, STYLE, body);
}

function cspSourceFor(redirectUri: string): string {
  const url = new URL(redirectUri);
  // Custom-scheme redirect URIs (native apps) have an opaque "null" origin, so allow the scheme instead.
  return url.origin === 'null' ? url.protocol : url.origin;
}
