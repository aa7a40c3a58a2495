// Shorthands for writing the sandbox's category table.

import type { SandboxAttributeMeta, SandboxCategory } from './category-table.ts';

/** A text purchase option (STRING, no unit). */
export const text = (
  attributeTypeName: string,
  required: SandboxAttributeMeta['required'],
  exposed: SandboxAttributeMeta['exposed'] = 'EXPOSED',
): SandboxAttributeMeta => ({
  attributeTypeName,
  dataType: 'STRING',
  basicUnit: '없음',
  usableUnits: [],
  required,
  groupNumber: 'NONE',
  exposed,
});

/** A measured purchase option (NUMBER with usable units, the first one basic). */
export const measure = (
  attributeTypeName: string,
  units: string[],
  required: SandboxAttributeMeta['required'],
  groupNumber: SandboxAttributeMeta['groupNumber'] = 'NONE',
): SandboxAttributeMeta => ({
  attributeTypeName,
  dataType: 'NUMBER',
  basicUnit: units[0] ?? '없음',
  usableUnits: units,
  required,
  groupNumber,
  exposed: 'EXPOSED',
});

/** The mandatory 수량 option most Coupang categories carry. */
export const count = measure('수량', ['개'], 'MANDATORY');

/** A leaf category named after the last path segment, open to free options and without certifications. */
export function leaf(
  code: number,
  path: string,
  keywords: string[],
  noticeCategoryName: string,
  attributes: SandboxAttributeMeta[],
): SandboxCategory {
  return {
    code,
    name: path.split('>').at(-1) ?? path,
    path,
    keywords,
    noticeCategoryName,
    attributes,
    freeOptionsAllowed: true,
    certifications: [],
  };
}
