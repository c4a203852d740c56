import { COMMUNITY_MESSAGES, POST_ORIGIN, RESOURCE_TYPE } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useNavigateTo } from '../../app/routes/routeTo';
import { DialogFooter } from '../../shared/ui/DialogFooter';
import { t as tr } from '../i18n/zh-CN';
import './posts.css';

const TYPES = [
  { value: RESOURCE_TYPE.images, label: tr('textAndImages'), hint: tr('upTo30Images') },
  { value: RESOURCE_TYPE.video, label: tr('videoPost'), hint: tr('oneVideoUpTo200mb') },
] as const;

/**
 * The post-type dialog (请选择发帖类型): images or a video, then CommunityPost for the circle.
 * `origin` is a general circle unless said, else a class circle (spec: CommunityPost's origin).
 */
export function PostTypeDialog({
  groupId,
  origin = POST_ORIGIN.generalCircle,
  visible,
  onHide,
}: {
  groupId: number;
  origin?: number;
  visible: boolean;
  onHide: () => void;
}) {
  const navigateTo = useNavigateTo();
  const [type, setType] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setType(null);
    setError(null);
    onHide();
  };
  const next = () => {
    if (type !== RESOURCE_TYPE.images && type !== RESOURCE_TYPE.video)
      return setError(COMMUNITY_MESSAGES.chooseType);
    close();
    navigateTo('CommunityPost', { id: groupId, type, origin });
  };
  return (
    <Dialog
      header={COMMUNITY_MESSAGES.chooseType}
      visible={visible}
      onHide={close}
      style={{ width: 420 }}
      footer={<DialogFooter onCancel={close} onConfirm={next} confirmLabel={tr('next')} />}
    >
      <div className="post-type" role="radiogroup" aria-label={tr('postType')}>
        {TYPES.map((t) => (
          <label
            key={t.value}
            htmlFor={`post-type-${t.value}`}
            className={`post-type__option${type === t.value ? ' is-chosen' : ''}`}
          >
            <RadioButton
              inputId={`post-type-${t.value}`}
              value={t.value}
              checked={type === t.value}
              onChange={() => {
                setType(t.value);
                setError(null);
              }}
            />
            <span className="post-type__label">{t.label}</span>
            <span className="post-type__hint">{t.hint}</span>
          </label>
        ))}
      </div>
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
    </Dialog>
  );
}
