import { type ConnectStore, connectStoreSchema } from '@ollida/contracts/coupang-stores';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorDetail, fieldErrorsOf } from '../../../lib/error-text';
import { useAppInfo } from '../../../lib/get-app-info';
import { useConnectStore } from '../api/connect-store';

type Field = keyof ConnectStore;

const fields: readonly { name: Field; label: string; secret?: boolean; hint?: string }[] = [
  { name: 'wingAccount', label: 'Wing 아이디', hint: '쿠팡 Wing에 로그인할 때 쓰는 아이디입니다.' },
  { name: 'vendorCode', label: '업체코드', hint: 'Wing의 판매자 ID(업체코드)입니다. 예: A00012345' },
  { name: 'accessKey', label: '액세스 키' },
  { name: 'secretKey', label: '시크릿 키', secret: true },
];

const emptyValues: ConnectStore = { wingAccount: '', vendorCode: '', accessKey: '', secretKey: '' };

interface ConnectStoreModalProps {
  onClose: () => void;
  /** Called with the server's message once the store is connected and the lists reload. */
  onConnected: (message: string) => void;
}

/** Connecting a Coupang store by its Wing keys (docs/product/workspaces-and-stores.md#coupang-stores); mount to open, unmount to close and reset. */
export function ConnectStoreModal({ onClose, onConnected }: ConnectStoreModalProps) {
  const [values, setValues] = useState<ConnectStore>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const connect = useConnectStore();
  const demo = useAppInfo()?.sandbox_demo?.coupang;

  function fillDemoKeys() {
    if (!demo) return;
    setValues({
      wingAccount: demo.wing_account,
      vendorCode: demo.vendor_code,
      accessKey: demo.access_key,
      secretKey: demo.secret_key,
    });
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = connectStoreSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    connect.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(emptyValues);
        onConnected(result.message || '스토어를 연결했습니다.');
      },
    });
  }

  return (
    <Modal
      title="쿠팡 스토어 연결"
      description="같은 Wing 아이디의 스토어가 이미 있으면 Wing에서 다시 확인한 뒤 키를 바꾸고, 없으면 새 워크스페이스로 만듭니다."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {demo && (
          <Button variant="secondary" size="sm" onClick={fillDemoKeys}>
            샌드박스 데모 키 채우기
          </Button>
        )}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={field.label}
            value={values[field.name]}
            onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            error={errors[field.name]}
            hint={field.hint}
            secret={field.secret ?? false}
            autoComplete="off"
            data-autofocus={index === 0 ? true : undefined}
          />
        ))}
        {connect.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            스토어 연결 실패: {errorDetail(connect.error)}
          </p>
        )}
        <p className="text-xs text-slate-500">입력한 키는 쿠팡 Wing에서 확인한 뒤 암호화해 저장합니다.</p>
        <Button type="submit" className="w-full" disabled={connect.isPending}>
          {connect.isPending ? '키를 확인하는 중...' : '스토어 연결'}
        </Button>
      </form>
    </Modal>
  );
}
