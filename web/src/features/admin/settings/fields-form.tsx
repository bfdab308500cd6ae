/**
 * One settings section as a form of plain fields (text, whole numbers, times); Save sends only this section, with a
 * save of its own (its busy state and the server's field messages are this section's alone), and the server's field
 * messages are shown beside the fields. The section starts again from the server's values only when those of its
 * own fields change: saving another section keeps what is typed here.
 */
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../api/client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { useUpdateSettings } from './queries.ts';

export interface FieldSpec {
  key: string;
  label: string;
  type?: 'text' | 'number' | 'time' | 'url';
  helper?: string;
  /** A check of the field's text beyond its type: the problem to show, or undefined. */
  check?: (text: string) => string | undefined;
}

interface FieldsFormProps {
  label: string;
  fields: FieldSpec[];
  initial: Record<string, string | number>;
  columns?: number;
  /** Turns the form's values into the settings change to send. */
  toPatch: (values: Record<string, string | number>) => Record<string, unknown>;
}

/** The section's form, started again whenever the server's values of its own fields change. */
export function FieldsForm(props: FieldsFormProps) {
  const key = JSON.stringify(props.fields.map((field) => props.initial[field.key] ?? ''));
  return <SectionForm key={key} {...props} />;
}

/** The server's problem with a field it names by its path in the settings (`game_rates.single_digit_val_2`). */
function serverProblemOf(server: Record<string, string>, key: string): string | undefined {
  return Object.entries(server).find(([field]) => field.endsWith(`.${key}`) || key.endsWith(`.${field}`))?.[1];
}

function SectionForm({ label, fields, initial, columns = 3, toPatch }: FieldsFormProps) {
  const save = useUpdateSettings();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.key, String(initial[f.key] ?? '')])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const server = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed: Record<string, string | number> = {};
    for (const field of fields) {
      const raw = values[field.key]?.trim() ?? '';
      if (field.type === 'number') {
        if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) found[field.key] = 'Enter a whole number of 1 or more';
        parsed[field.key] = Number(raw);
      } else parsed[field.key] = raw;
      const problem = field.check?.(raw);
      if (problem && !found[field.key]) found[field.key] = problem;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toPatch(parsed), { onSuccess: () => reportSuccess(`${label} saved.`), onError: (error) => reportFailure(error) });
  };
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="4">
          {fields.map((field) => (
            <FormField
              key={field.key}
              label={field.label}
              helper={field.helper}
              error={problems[field.key] || server[field.key] || serverProblemOf(server, field.key)}
            >
              <Input
                type={field.type === 'time' ? 'time' : 'text'}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                value={values[field.key] ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  setValues((current) => ({ ...current, [field.key]: value }));
                  setProblems((current) => ({ ...current, [field.key]: '' }));
                }}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending}>
          Save {label.toLowerCase()}
        </Button>
      </Stack>
    </form>
  );
}
