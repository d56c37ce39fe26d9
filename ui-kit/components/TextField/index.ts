export { TextField, InputWrap, type TextFieldProps } from './TextField';
export { controlCss, FieldError, FieldHint, FieldLabel, FieldMessages, FieldRoot, RequiredMark, useFieldIds } from './Field';
