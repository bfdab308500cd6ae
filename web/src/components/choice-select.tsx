/**
 * A native select of a few fixed choices in Chakra's styling: the one markup every select of the app uses. Props other
 * than the choices and the root's size go to the select element itself (value, onChange, aria-label, and the
 * aria-describedby a FormField gives it).
 */
import { NativeSelect } from '@chakra-ui/react';

/** A choice: its value, then what the list shows for it. */
export type Choice = readonly [value: string, label: string];

interface ChoiceSelectProps extends Omit<NativeSelect.FieldProps, 'children' | 'size'> {
  choices: ReadonlyArray<Choice>;
  /** A first option with no value ("Choose a market"). */
  placeholder?: string;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
  maxW?: NativeSelect.RootProps['maxW'];
  disabled?: boolean;
}

export function ChoiceSelect({ choices, size, width, maxW, disabled, ...field }: ChoiceSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width} maxW={maxW} disabled={disabled}>
      <NativeSelect.Field {...field}>
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
