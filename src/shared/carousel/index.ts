export { useCarouselWords } from './use-carousel-words';
