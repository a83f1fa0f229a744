export { PersonCard, fullName } from './ui/person-card';
export { PersonDetails } from './ui/person-details';
