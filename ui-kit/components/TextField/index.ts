export { TextField, InputWrap, type TextFieldProps } from './TextField';
export { controlCss, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from './Field';
