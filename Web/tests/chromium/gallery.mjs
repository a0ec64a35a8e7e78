export async function galleryTests() {}
