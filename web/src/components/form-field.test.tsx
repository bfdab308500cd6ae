import { Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { WithChakra } from '../theme/chakra.tsx';
import { ChoiceSelect } from './choice-select.tsx';
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

  it('a choice select (its select element takes it, not the wrapper around it)', async () => {
    renderField(<ChoiceSelect placeholder="Select payment method" choices={[['bank', 'Bank transfer']]} />);
    expect(await screen.findByRole('combobox', { name: /^Payment Method/ })).toHaveAccessibleDescription(
      'Please choose a payment method Bank transfer is paid within a day',
    );
  });
});
