import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorButtonProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(function AnchorButton(props, ref) {
  return <Button component="a" ref={ref} {...props} />;
});

/** A Mantine button that is a typed router link: `<ButtonLink to="/{-$lang}/login" params={…}>`. */
export const ButtonLink = createLink(AnchorButton);
