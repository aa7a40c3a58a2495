/**
 * Words neither marketplace lets a listing use, with why. Neither Coupang nor Naver publishes its list (the protocol
 * notes found none); these are the categories both sanction under their operating policies and Korean law: counterfeit
 * wording (상표법), medical-efficacy claims on non-medical goods (의료기기법·식품표시광고법), imitation wording Naver names.
 */
export const builtInProhibitedWords: ReadonlyArray<{ word: string; reason: string }> = [
  { word: '가품', reason: '가품 표현' },
  { word: '짝퉁', reason: '가품 표현' },
  { word: '레플리카', reason: '가품 표현' },
  { word: '이미테이션', reason: '가품 표현' },
  { word: '정품급', reason: '가품 표현' },
  { word: '미러급', reason: '가품 표현' },
  { word: 'st', reason: '모방 상품 표현(~st)' },
  { word: '스타일', reason: '모방 상품 표현(~스타일)' },
  { word: '암 치료', reason: '의학적 효능 표현' },
  { word: '암치료', reason: '의학적 효능 표현' },
  { word: '질병 예방', reason: '의학적 효능 표현' },
  { word: '질병예방', reason: '의학적 효능 표현' },
  { word: '당뇨 개선', reason: '의학적 효능 표현' },
  { word: '혈압 개선', reason: '의학적 효능 표현' },
  { word: '탈모 치료', reason: '의학적 효능 표현' },
  { word: '다이어트 특효', reason: '의학적 효능 표현' },
  { word: '항암', reason: '의학적 효능 표현' },
];

/** Brands sellers most often borrow for unbranded goods (상표권 침해 신고가 잦은 이름). */
export const knownBrands: readonly string[] = [
  '나이키',
  '아디다스',
  '샤넬',
  '구찌',
  '루이비통',
  '프라다',
  '에르메스',
  '디올',
  '다이슨',
  '애플',
  '에어팟',
  '스탠리',
  '르크루제',
  '발뮤다',
  '노스페이스',
  '뉴발란스',
  '몽클레어',
  '버버리',
  '레고',
  '산리오',
  '포켓몬',
  '디즈니',
];

/**
 * The prohibited words a name holds, each once. `~st` and `~스타일` count only right after a brand-like word
 * ("샤넬st", "샤넬 스타일"), so "심플 스타일" stays allowed.
 */
export function prohibitedWordsIn(
  text: string,
  extra: readonly string[],
): Array<{ word: string; reason: string }> {
  // Spacing does not hide a word from a reviewer ('암치료' is '암 치료').
  const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const lower = compact(text);
  const found: Array<{ word: string; reason: string }> = [];
  for (const entry of builtInProhibitedWords) {
    if (entry.word === 'st' || entry.word === '스타일') {
      const imitation = new RegExp(`(?:${knownBrands.join('|')})\\s*${entry.word}(?![a-z])`, 'i').exec(text);
      if (imitation) found.push({ word: imitation[0], reason: entry.reason });
      continue;
    }
    if (
      lower.includes(compact(entry.word)) &&
      !found.some((seen) => compact(seen.word) === compact(entry.word))
    )
      found.push(entry);
  }
  for (const word of extra) {
    const clean = word.trim();
    if (clean !== '' && lower.includes(compact(clean)))
      found.push({ word: clean, reason: '워크스페이스 금지어' });
  }
  return found;
}

/** The known brand a name borrows while the listing itself has no (or another) brand, if any. */
export function borrowedBrandIn(name: string, brand: string): string | undefined {
  const own = brand.trim().toLowerCase();
  return knownBrands.find((known) => name.includes(known) && !own.includes(known.toLowerCase()));
}

/** Removes the words from a name and tidies the spaces left behind (the one-click fix). */
export function withoutWords(name: string, words: readonly string[]): string {
  let result = name;
  for (const word of words) result = result.split(word).join(' ');
  return result
    .replace(/\s{2,}/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .trim();
}
