// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's grid whose layout changes keep their velocity: popkit.layout on the tiles (marked
// with data-popkit-id), on PopKit's shared frame animator. Shuffle reorders the tiles and Resize
// changes the columns: the page's own CSS grid lays them out, and each tile springs from where it
// is shown to its new cell; pressed again mid-flight, every tile turns keeping its speed.

const COLOURS = ['#4f5bd5', '#36a3d9', '#2bb673', '#f2a33a', '#ec5f67', '#9b6bd6', '#1f9e95', '#d9486f'];

export function reflowingGrid(popkit) {
  const grid = document.getElementById('grid');
  COLOURS.forEach((colour, index) => {
    const tile = document.createElement('div');
    tile.className = 'tile';
    tile.dataset.popkitId = `tile-${index}`;
    tile.style.background = colour;
    tile.textContent = String(index + 1);
    grid.append(tile);
  });
  const layout = popkit.layout(grid, { spring: { dampingRatio: 0.8, response: 0.45 } });
  let seed = 7;
  const shuffle = () => {
    const tiles = [...grid.children];
    for (let index = tiles.length - 1; index > 0; index -= 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const other = seed % (index + 1);
      [tiles[index], tiles[other]] = [tiles[other], tiles[index]];
    }
    grid.append(...tiles);
    layout.update();
  };
  const resize = () => {
    grid.classList.toggle('wide');
    layout.update();
  };
  document.getElementById('grid-shuffle').addEventListener('click', shuffle);
  document.getElementById('grid-resize').addEventListener('click', resize);
  return { layout, grid, shuffle, resize };
}
