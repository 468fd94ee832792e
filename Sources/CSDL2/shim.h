#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#ifdef __GLIBC__
/* mallopt: SDLRuntime pins glibc's mmap threshold so freed pixel buffers leave the process. */
#include <malloc.h>
#endif
