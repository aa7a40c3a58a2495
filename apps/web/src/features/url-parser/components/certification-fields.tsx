import { certificationExemptionNames, certificationKindNames } from '@ollida/contracts/certifications';
import {
  type CertificationExemption,
  type CertificationKind,
  certificationExemptions,
  certificationKinds,
} from '@ollida/contracts/product-details';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { type DraftFormValues, maxCertifications } from '../lib/draft-form';

type CertificationValues = Pick<DraftFormValues, 'certifications' | 'certificationExemption'>;

interface CertificationFieldsProps {
  values: CertificationValues;
  errors?: Record<number, string>;
  onChange: (values: CertificationValues) => void;
}

const selectClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

/** The draft's certificates (kind and number, at most five) and the reason none is needed. */
export function CertificationFields({ values, errors, onChange }: CertificationFieldsProps) {
  const id = useId();
  const rows = values.certifications;

  function setRows(certifications: CertificationValues['certifications']) {
    onChange({ ...values, certifications });
  }

  function setRow(index: number, change: Partial<CertificationValues['certifications'][number]>) {
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">인증 정보</legend>
      <p className="text-xs text-slate-600">
        KC 인증 대상 카테고리(전기용품, 생활용품, 어린이제품, 전파인증)는 인증번호가 있어야 등록됩니다.
        네이버는 면제 사유도 받습니다.
      </p>
      {rows.length > 0 && (
        <ul aria-label="인증 목록" className="space-y-2">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; removal re-keys the rest.
            <li key={index} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <div className="space-y-1">
                <label htmlFor={`${id}-kind-${index}`} className="block text-sm font-medium text-slate-700">
                  인증 종류 {index + 1}
                </label>
                <select
                  id={`${id}-kind-${index}`}
                  value={row.kind}
                  onChange={(event) => setRow(index, { kind: event.target.value as CertificationKind })}
                  className={selectClass}
                >
                  {certificationKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {certificationKindNames[kind]}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={`인증번호 ${index + 1}`}
                value={row.number}
                placeholder="예: XU100123-20001"
                onValueChange={(number) => setRow(index, { number })}
                error={errors?.[index]}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-6"
                aria-label={`인증 ${index + 1} 삭제`}
                onClick={() => setRows(rows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= maxCertifications}
        onClick={() => setRows([...rows, { kind: certificationKinds[0], number: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        인증 추가{rows.length >= maxCertifications ? ` (최대 ${maxCertifications}개)` : ''}
      </Button>
      <div className="space-y-1">
        <label htmlFor={`${id}-exemption`} className="block text-sm font-medium text-slate-700">
          인증 대상 아님(면제)
        </label>
        <select
          id={`${id}-exemption`}
          value={values.certificationExemption}
          onChange={(event) =>
            onChange({ ...values, certificationExemption: event.target.value as CertificationExemption | '' })
          }
          className={selectClass}
        >
          <option value="">해당 없음</option>
          {certificationExemptions.map((exemption) => (
            <option key={exemption} value={exemption}>
              {certificationExemptionNames[exemption]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
