import { updateCredentialsSchema, type Workspace } from '@ollida/contracts/workspaces';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorDetail, fieldErrorsOf } from '../../../lib/error-text';
import { useUpdateCredentials } from '../api/update-credentials';

const labels = {
  coupang: { first: 'access_key', firstLabel: '액세스 키', second: 'secret_key', secondLabel: '시크릿 키' },
  naver: {
    first: 'client_id',
    firstLabel: '애플리케이션 ID',
    second: 'client_secret',
    secondLabel: '애플리케이션 시크릿',
  },
} as const;

interface UpdateKeysModalProps {
  workspace: Workspace;
  onClose: () => void;
  onUpdated: () => void;
}

/** Replacing a workspace's marketplace keys; the server checks them before saving. */
export function UpdateKeysModal({ workspace, onClose, onUpdated }: UpdateKeysModalProps) {
  const fields = labels[workspace.platform];
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCredentials(workspace.workspace_id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateCredentialsSchema.safeParse({ [fields.first]: first, [fields.second]: second });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: onUpdated });
  }

  return (
    <Modal
      title={`키 변경 — ${workspace.workspace_name}`}
      description="새 키는 저장하기 전에 마켓에서 유효한지 확인하고, 암호화해 보관합니다."
      size="md"
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={fields.firstLabel}
          value={first}
          onValueChange={setFirst}
          error={errors[fields.first]}
          autoComplete="off"
          data-autofocus
        />
        <TextField
          label={fields.secondLabel}
          value={second}
          onValueChange={setSecond}
          error={errors[fields.second]}
          autoComplete="off"
          secret
        />
        {errors._form && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors._form}
          </p>
        )}
        {update.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            키 변경 실패: {errorDetail(update.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? '확인하는 중...' : '키 변경'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
