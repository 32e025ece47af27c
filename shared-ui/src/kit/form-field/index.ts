export { Input, Textarea, Select, Checkbox } from './form-field';
export type { InputProps, TextareaProps, SelectProps, CheckboxProps } from './form-field';
