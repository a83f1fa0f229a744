import type { SVGProps } from 'react';

/**
 * The three icons of the app shell (phone, sign-in, search) as plain SVG: the same drawings as Tabler's
 * outline icons (MIT), without @tabler/icons-react's component factory in the first-render JavaScript
 * (bench:size). Everywhere else, use @tabler/icons-react.
 */
interface ShellIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function ShellIcon({ size = 24, paths, ...rest }: ShellIconProps & { paths: string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const PHONE = ['M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2'];
const USER_CIRCLE = [
  'M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  'M12 10m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  'M6.168 18.849a4 4 0 0 1 3.832 -2.849h4a4 4 0 0 1 3.834 2.855',
];
const SEARCH = ['M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'];

export const PhoneIcon = (props: ShellIconProps) => <ShellIcon paths={PHONE} {...props} />;
export const UserCircleIcon = (props: ShellIconProps) => <ShellIcon paths={USER_CIRCLE} {...props} />;
export const SearchIcon = (props: ShellIconProps) => <ShellIcon paths={SEARCH} {...props} />;
