import type { WidgetProps } from '@rjsf/utils';
import { controlAria } from '../templates/described-by.ts';
import { ImageUploader } from './ImageUploader.tsx';
import type { UploaderOptions } from './resize-plan.ts';

/** The imageUploader field: an image file's id (null without one), uploaded and edited with ImageUploader. */
export function ImageUploaderWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange } = props;
  return (
    <ImageUploader
      id={id}
      fileId={Number.isInteger(value) ? (value as number) : null}
      options={options.uploader as UploaderOptions | undefined}
      disabled={disabled || readonly}
      onChange={onChange}
      {...controlAria(props)}
    />
  );
}
