/** Form validation mirrored from the registry: the same zod schema the server checks, run before the round trip. */
import type { Rule } from 'antd/es/form';
import { valueSchema, type Field } from '../../../registry/fields.ts';
import { toApiValue } from './form-values.ts';

export const fieldRules = (field: Field, mode: 'create' | 'edit'): Rule[] => {
  const required = field.required && !(field.kind === 'password' && mode === 'edit') && field.kind !== 'boolean';
  return [
    { required, message: `${field.label} is required.` },
    {
      validator: async (_rule, value) => {
        let apiValue: unknown;
        try {
          apiValue = toApiValue(field, value);
        } catch {
          throw new Error(`${field.label} must be valid JSON.`);
        }
        if (apiValue === undefined) return;
        const parsed = valueSchema(field).safeParse(apiValue);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `${field.label} is not valid.`);
      },
    },
  ];
};
