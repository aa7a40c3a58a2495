import { createWorkspaceSchema, type Platform } from '@ollida/contracts/workspaces';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorDetail, fieldErrorsOf } from '../../../lib/error-text';
import { useAppInfo } from '../../../lib/get-app-info';
import { type CreatedWorkspace, useCreateWorkspace } from '../api/create-workspace';

interface FieldSpec {
  name: string;
  label: string;
  secret?: boolean;
  hint?: string;
}

const fieldsByPlatform = {
  coupang: [
    { name: 'workspace_name', label: '워크스페이스 이름' },
    { name: 'wing_account', label: 'Wing 아이디', hint: '쿠팡 Wing에 로그인할 때 쓰는 아이디입니다.' },
    { name: 'vendor_code', label: '업체코드', hint: 'Wing의 판매자 ID(업체코드)입니다. 예: A00012345' },
    { name: 'access_key', label: '액세스 키' },
    { name: 'secret_key', label: '시크릿 키', secret: true },
  ],
  naver: [
    { name: 'workspace_name', label: '워크스페이스 이름' },
    { name: 'naver_client_id', label: '애플리케이션 ID' },
    {
      name: 'naver_client_secret',
      label: '애플리케이션 시크릿',
      secret: true,
      hint: '스토어 ID, 채널 정보와 스토어 이름은 키로 자동 조회됩니다.',
    },
  ],
} as const satisfies Record<Platform, readonly FieldSpec[]>;

type Values = Record<string, string>;

const demoStoreNames: Record<Platform, string> = {
  coupang: '샌드박스 쿠팡 스토어',
  naver: '샌드박스 스마트스토어',
};

function emptyValues(platform: Platform): Values {
  return Object.fromEntries(fieldsByPlatform[platform].map((field) => [field.name, '']));
}

interface CreateWorkspaceFormProps {
  platform: Platform;
  onCreated: (workspace: CreatedWorkspace) => void;
}

/** Step 2 of creating a workspace: the platform's fields, checked with the contract before sending. */
export function CreateWorkspaceForm({ platform, onCreated }: CreateWorkspaceFormProps) {
  const [values, setValues] = useState<Values>(() => emptyValues(platform));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateWorkspace();
  const demo = useAppInfo()?.sandbox_demo;

  function setValue(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function fillDemoKeys() {
    if (!demo) return;
    const keys: Values =
      platform === 'coupang'
        ? { ...demo.coupang }
        : { naver_client_id: demo.naver.client_id, naver_client_secret: demo.naver.client_secret };
    // The name too, unless the seller already typed one: the demo store is ready to create in one click.
    setValues((current) => ({
      ...current,
      ...keys,
      workspace_name: current.workspace_name?.trim() ? current.workspace_name : demoStoreNames[platform],
    }));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWorkspaceSchema.safeParse({ platform, ...values });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setValues(emptyValues(platform));
        onCreated(created);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {demo && (
        <Button variant="secondary" size="sm" onClick={fillDemoKeys}>
          샌드박스 데모 키 채우기
        </Button>
      )}
      {fieldsByPlatform[platform].map((field, index) => (
        <TextField
          key={field.name}
          label={field.label}
          value={values[field.name] ?? ''}
          onValueChange={(value) => setValue(field.name, value)}
          error={errors[field.name]}
          hint={'hint' in field ? field.hint : undefined}
          secret={'secret' in field ? field.secret : false}
          autoComplete="off"
          data-autofocus={index === 0 ? true : undefined}
        />
      ))}
      {create.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          워크스페이스 생성 실패: {errorDetail(create.error)}
        </p>
      )}
      <p className="text-xs text-slate-500">입력한 키는 마켓에서 확인한 뒤 암호화해 저장합니다.</p>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending ? '키를 확인하는 중...' : '워크스페이스 만들기'}
      </Button>
    </form>
  );
}
