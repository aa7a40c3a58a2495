/**
 * How many units one purchase holds, read from a name: "[1+1]" → 2, "2+1" → 3, "3개입" / "3개 세트" → 3, "10매" → 10,
 * "200매 x 10팩" → 10 packs; undefined when the name says nothing about it.
 */
export function bundleCountOf(text: string): { count: number; unit: string } | undefined {
  const plus = /(?<!\d)(\d{1,2})\s*\+\s*(\d{1,2})(?!\d)/.exec(text);
  if (plus) return { count: Number(plus[1]) + Number(plus[2]), unit: '개' };
  const packs = /[x×*]\s*(\d{1,3})\s*(팩|개|봉|박스|세트)/i.exec(text);
  if (packs) return { count: Number(packs[1]), unit: packs[2] ?? '개' };
  const pieces = /(?<![\d.])(\d{1,3})\s*(개입|개\s*세트|개|매|팩|봉|켤레|롤|구|종)(?![a-zA-Z가-힣])/.exec(
    text,
  );
  if (pieces?.[1] && Number(pieces[1]) > 0) {
    const unit = (pieces[2] ?? '개').replace(/\s*세트|입/g, '') || '개';
    return { count: Number(pieces[1]), unit };
  }
  return undefined;
}
