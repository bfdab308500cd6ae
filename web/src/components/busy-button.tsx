/**
 * Chakra UI's Button, but busy (`loading`) without being disabled: a disabled button loses the focus, and a keyboard
 * user whose Submit was refused (an alert, then Escape) found the focus on the page's body and started again from
 * the top (PlainButton does the same for the plain screens). While busy it shows Chakra's spinner, says
 * aria-disabled, and a click (or Enter in its form) does nothing.
 */
import { Button as ChakraButton, type ButtonProps, Loader } from '@chakra-ui/react';
import { forwardRef } from 'react';

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading, loadingText, spinner, spinnerPlacement, children, onClick, ...rest },
  ref,
) {
  return (
    <ChakraButton
      ref={ref}
      {...rest}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading ? '' : undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && !rest.asChild ? (
        <Loader spinner={spinner} text={loadingText} spinnerPlacement={spinnerPlacement}>
          {children}
        </Loader>
      ) : (
        children
      )}
    </ChakraButton>
  );
});
