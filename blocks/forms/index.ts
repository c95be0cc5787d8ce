// @tessera/blocks/forms: the form engine's React half (the compiler and the rules are in
// @tessera/schemas). Import it lazily: it carries @rjsf/core, which no member's first page needs.
export { FieldForm, type FieldFormProps } from './FieldForm.tsx';
export { fieldRulesValidator, type FormValues } from './field-rules-validator.ts';
export type { FieldSources, PickerOption, PickerSource, StructureEntry } from '../fields/field-sources.ts';
export { FormScreen, type FormScreenOptions, type FormScreenProps } from './FormScreen.tsx';
export { FileServiceContext, type FileService, type UploadKind } from '../fields/files/file-service.ts';
export { ImageUploader, type ImageUploaderProps } from '../fields/imageUploader/ImageUploader.tsx';
export { useFormTexts } from './form-texts.ts';
