export async function prerender() {}
