import { escapeHtml } from '../text-safety.ts';
import { BASE_STYLE, type PageContext, rootRelativeUrl } from './html.ts';

/** A shop notice (공지사항) page: a real page of a supplier site that carries no product data at all. */
export const GODO_NOTICE_PATH = 'godo/board/view.php?bdId=notice&sno=17';

/** One site's login form, as the login-wall routes serve it. */
export interface LoginWall {
  site: 'godo' | 'domeme';
  /** GET: the login form (relative to the shop root). */
  formPath: string;
  /** POST: where the form submits. */
  actionPath: string;
  idField: string;
  passwordField: string;
  /** Query/form parameter carrying the page to return to after login. */
  returnParam: string;
  title: string;
}

/** 고도몰5 member login (`/member/login_ps.php` with loginId/loginPwd, as the doc records). */
export const GODO_LOGIN: LoginWall = {
  site: 'godo',
  formPath: 'godo/member/login.php',
  actionPath: 'godo/member/login_ps.php',
  idField: 'loginId',
  passwordField: 'loginPwd',
  returnParam: 'returnUrl',
  title: '로그인 | 리빙앤홈',
};

/** 도매매 login: scrapers see redirects to mem_formLogin / mem_login; the field names are this sandbox's choice. */
export const DOMEME_LOGIN: LoginWall = {
  site: 'domeme',
  formPath: 'domeme/mem_formLogin',
  actionPath: 'domeme/mem_login',
  idField: 'id',
  passwordField: 'pass',
  returnParam: 'back',
  title: '로그인 - 도매매',
};

function simplePage(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${head}<style>${BASE_STYLE}</style>
</head>
<body>
<div class="wrap">
${body}
</div>
</body>
</html>
`;
}

/** The notice article: og:type article and plain text only, so a parser must report "no product here". */
export function renderNoticePage(ctx: PageContext): string {
  const head =
    '<meta property="og:type" content="article">\n' +
    '<meta property="og:title" content="설 연휴 택배 휴무 및 출고 일정 안내">\n' +
    '<meta property="og:description" content="연휴 기간 출고 일정을 안내해 드립니다.">\n';
  const body = `<div class="board_zone_sec"><div class="board_zone_tit"><h2>공지사항</h2></div>
<div class="board_zone_cont"><div class="board_view_tit"><h3>설 연휴 택배 휴무 및 출고 일정 안내</h3></div>
<div class="board_view_info"><span class="view_info_writer">리빙앤홈 관리자</span> <span class="view_info_day">조회 412</span></div>
<div class="board_view_content">
<p>안녕하세요, 리빙앤홈입니다.</p>
<p>설 연휴 동안 택배사 휴무로 출고가 잠시 중단됩니다. 연휴 전 마지막 출고는 연휴 시작 이틀 전 오후 두 시 주문 건까지이며,
연휴 이후 첫 영업일부터 순차적으로 출고됩니다.</p>
<p>고객센터도 같은 기간 휴무입니다. 문의는 게시판에 남겨 주시면 연휴 이후 차례대로 답변드리겠습니다.</p>
<p>즐거운 명절 보내세요. 감사합니다.</p>
</div>
<p><a href="${rootRelativeUrl(ctx, 'godo/goods/goods_list.php?cateCd=001&page=1').replaceAll('&', '&amp;')}">상품 목록으로</a></p>
</div></div>`;
  return simplePage('공지사항 | 리빙앤홈', body, head);
}

/** A login form; answered with HTTP 200 like real shops, so only the title tells a crawler it hit a wall. */
export function renderLoginPage(wall: LoginWall, ctx: PageContext, returnTo: string, error?: string): string {
  const alert = error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`;
  const body = `<div class="member_login_box"><h2>회원 로그인</h2>
<p>회원 전용 상품입니다. 로그인 후 이용해 주세요.</p>
${alert}
<form id="formLogin" method="post" action="${escapeHtml(rootRelativeUrl(ctx, wall.actionPath))}">
<input type="hidden" name="${wall.returnParam}" value="${escapeHtml(returnTo)}">
<p><label>아이디 <input type="text" name="${wall.idField}" autocomplete="username"></label></p>
<p><label>비밀번호 <input type="password" name="${wall.passwordField}" autocomplete="current-password"></label></p>
<p><button type="submit">로그인</button></p>
</form></div>`;
  return simplePage(wall.title, body);
}

/** The shop's "no such page/product" answer. */
export function renderNotFoundPage(ctx: PageContext): string {
  return simplePage(
    '페이지를 찾을 수 없습니다',
    `<h1>요청하신 페이지를 찾을 수 없습니다</h1><p>상품이 삭제되었거나 주소가 잘못되었습니다.</p>` +
      `<p><a href="${rootRelativeUrl(ctx, '')}">쇼핑몰 처음으로</a></p>`,
  );
}

/** The shop's answer when a client requests faster than the pacing allows. */
export function renderTooManyRequestsPage(retryAfterSeconds: number): string {
  return simplePage(
    '요청이 너무 많습니다',
    `<h1>요청이 너무 많습니다</h1><p>${retryAfterSeconds}초 후 다시 시도해 주세요.</p>`,
  );
}

/** The shop's generic error page (no internals). */
export function renderErrorPage(status: number): string {
  const message =
    status >= 500 ? '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' : '잘못된 요청입니다.';
  return simplePage('오류', `<h1>${escapeHtml(message)}</h1>`);
}

/** robots.txt for the shop's path scope: crawl pacing plus the login pages crawlers must leave alone. */
export function renderRobotsTxt(prefix: string): string {
  return [
    'User-agent: *',
    'Crawl-delay: 1',
    `Disallow: ${prefix}/godo/member/`,
    `Disallow: ${prefix}/domeme/mem_`,
    `Disallow: ${prefix}/euckr/shop/basket.html`,
    `Allow: ${prefix}/`,
    '',
  ].join('\n');
}
