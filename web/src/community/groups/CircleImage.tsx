import { t } from '../i18n/zh-CN';
/** A circle's picture, scaled so both sides reach at least 72 px; the name's first character without one. */
export function CircleImage({ name, image, size = 72 }: { name: string; image: string; size?: number }) {
  const style = { width: size, height: size, minWidth: size };
  return image ? (
    <img className="circle-image" src={image} alt="" style={style} />
  ) : (
    <span className="circle-image circle-image--none" style={style} aria-hidden="true">
      {[...name][0] ?? t('circle')}
    </span>
  );
}
