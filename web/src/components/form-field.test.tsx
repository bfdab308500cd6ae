import { Input, NativeSelect } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { WithChakra } from '../theme/chakra.tsx';
import { FormField } from './form-field.tsx';

function renderField(child: React.ReactNode) {
  return render(
    <Suspense fallback={null}>
      <WithChakra>
        <FormField label="Payment Method" helper="Bank transfer is paid within a day" error="Please choose a payment method">
          {child}
        </FormField>
      </WithChakra>
    </Suspense>,
  );
}

describe('a form field reads its error and hint with its control', () => {
  it('an input', async () => {
    renderField(<Input />);
    expect(await screen.findByRole('textbox', { name: /^Payment Method/ })).toHaveAccessibleDescription(
      'Please choose a payment method Bank transfer is paid within a day',
    );
  });

  it('a native select (its root passes nothing on: the select element takes it)', async () => {
    renderField(
      <NativeSelect.Root>
        <NativeSelect.Field>
          <option value="">Select payment method</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );
    expect(await screen.findByRole('combobox', { name: /^Payment Method/ })).toHaveAccessibleDescription(
      'Please choose a payment method Bank transfer is paid within a day',
    );
  });
});
