/*
 * "Count": a tiny game in plain C against the bare ABI, the plugin the check-plugin tests
 * break on purpose. Its moves are +1 and +2 (listed), from 0 to the goal (the parameter
 * `goal`, 10; the preset `short` sets 4); reaching it wins. Built once as is (it passes
 * check-plugin) and once per flaw, each chosen by a macro, so that check-plugin has exactly
 * one thing to find:
 *   COUNT_DETERMINISM  the text form shows how many moves the plugin applied in all, a
 *                      counter outside the state (determinism)
 *   COUNT_REFUSAL      refusing a move changes the state it was given (refusal)
 *   COUNT_STATUS       a finished game's status says turn 1 instead of 0 (status)
 *   COUNT_EXPORTS      a second exported function (exports; built without the version script)
 *   COUNT_CRASH        apply_move aborts once the count reaches 3 (crash, SIGABRT)
 *   COUNT_HANG         apply_move never returns once the count reaches 3 (timeout)
 *   COUNT_NEWLINE      the text form ends with a newline (text-form)
 *   COUNT_SLOW         one apply_move, the first from a count of 3, takes 0.5 s (a slow call:
 *                      reported, not failed; a timeout with a shorter limit)
 *   COUNT_LOOK         its look parameter `ink` (the bar's colour) changes the game too: in
 *                      another ink only +1 is listed (look)
 */
#define _POSIX_C_SOURCE 200809L

#include <plateau/abi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define EXPORTED __attribute__((visibility("default")))

typedef struct {
    int goal;
    int other_ink; /* the look parameter `ink` is not its default */
} Game;

typedef struct {
    int count;
} State;

static long applied = 0; /* every move applied, in every game: outside any state */

static void say(const plateau_writer *w, const char *text) {
    if (w != NULL) w->write(w->ctx, text, strlen(text));
}

static plateau_game *create(const plateau_settings *settings, uint64_t seed, const char *layout,
                            size_t layout_length, const plateau_writer *error) {
    (void)seed;
    (void)layout_length;
    if (layout != NULL) {
        say(error, "Count has no layouts.");
        return NULL;
    }
    Game *game = calloc(1, sizeof *game);
    if (game == NULL) return NULL;
    game->goal = 10;
    for (uint32_t i = 0; i < settings->count; ++i) {
        if (strcmp(settings->values[i].key, "goal") == 0)
            game->goal = (int)settings->values[i].integer;
        if (strcmp(settings->values[i].key, "ink") == 0)
            game->other_ink = strcmp(settings->values[i].text, "#40c040") != 0;
    }
    return (plateau_game *)game;
}

static void destroy(plateau_game *game) { free(game); }

static int goal_of(plateau_game *game) { return ((Game *)game)->goal; }

static plateau_state *initial_state(plateau_game *game, const plateau_writer *error) {
    (void)game;
    (void)error;
    return (plateau_state *)calloc(1, sizeof(State));
}

static plateau_result apply_move(plateau_game *game, const plateau_state *state, const char *move,
                                 size_t length, plateau_state **out, const plateau_writer *error) {
    const State *from = (const State *)state;
    int step = 0;
    if (length == 2 && memcmp(move, "+1", 2) == 0) step = 1;
    if (length == 2 && memcmp(move, "+2", 2) == 0) step = 2;
    if (step == 0 || from->count >= goal_of(game)) {
#ifdef COUNT_REFUSAL
        ((State *)state)->count += 100;
#endif
        say(error, from->count >= goal_of(game) ? "The game is over." : "The moves are +1 and +2.");
        return PLATEAU_ERROR;
    }
#ifdef COUNT_CRASH
    if (from->count >= 3) abort();
#endif
#ifdef COUNT_HANG
    if (from->count >= 3) {
        for (;;) pause();
    }
#endif
#ifdef COUNT_SLOW
    static int slept = 0;
    if (from->count >= 3 && !slept) {
        const struct timespec pause_for = {0, 500000000};
        slept = 1;
        nanosleep(&pause_for, NULL);
    }
#endif
    State *next = malloc(sizeof *next);
    if (next == NULL) {
        say(error, "Out of memory.");
        return PLATEAU_ERROR;
    }
    next->count = from->count + step;
    ++applied;
    *out = (plateau_state *)next;
    return PLATEAU_OK;
}

static void free_state(plateau_game *game, plateau_state *state) {
    (void)game;
    free(state);
}

static plateau_result text_form(plateau_game *game, const plateau_state *state,
                                const plateau_writer *out, const plateau_writer *error) {
    (void)game;
    (void)error;
    char text[64];
#if defined(COUNT_DETERMINISM)
    snprintf(text, sizeof text, "count %d\napplied %ld", ((const State *)state)->count, applied);
#elif defined(COUNT_NEWLINE)
    snprintf(text, sizeof text, "count\n%d\n", ((const State *)state)->count);
#else
    snprintf(text, sizeof text, "count\n%d", ((const State *)state)->count);
#endif
    say(out, text);
    return PLATEAU_OK;
}

static plateau_result status(plateau_game *game, const plateau_state *state, plateau_status *out,
                             const plateau_writer *message, const plateau_writer *error) {
    (void)message;
    (void)error;
    memset(out, 0, sizeof *out);
    if (((const State *)state)->count >= goal_of(game)) {
        out->over = 1;
        out->outcome = PLATEAU_OUTCOME_WON;
#ifdef COUNT_STATUS
        out->turn = 1;
#endif
    } else {
        out->turn = 1;
    }
    return PLATEAU_OK;
}

static plateau_result draw(plateau_game *game, const plateau_draw_args *args, const plateau_ui *ui,
                           const plateau_canvas *canvas, const plateau_writer *error) {
    (void)ui;
    (void)error;
    canvas->fill_rect(canvas->ctx, 0, 0, args->width, args->height, 0x202020ffu);
    const int count = ((const State *)args->state)->count;
    const uint32_t ink = ((Game *)game)->other_ink ? 0xc04040ffu : 0x40c040ffu;
    canvas->fill_rect(canvas->ctx, 0, 0, args->width * (float)count / 10.0f, 10, ink);
    return PLATEAU_OK;
}

static plateau_result list_moves(plateau_game *game, const plateau_state *state,
                                 const plateau_sink *out, const plateau_writer *error) {
    (void)error;
    if (((const State *)state)->count >= goal_of(game)) return PLATEAU_OK;
    out->emit(out->ctx, PLATEAU_OUT_MOVE, "+1", 2);
#ifdef COUNT_LOOK
    if (((Game *)game)->other_ink) return PLATEAU_OK;
#endif
    out->emit(out->ctx, PLATEAU_OUT_MOVE, "+2", 2);
    return PLATEAU_OK;
}

static const plateau_param_def params[] = {
    {"goal", "Goal", "The count that wins", PLATEAU_PARAM_INTEGER, "10", 2, 50, 0, 0, NULL, 0},
    {"ink", "Ink", "The bar's colour", PLATEAU_PARAM_COLOUR, "\"#40c040\"", 0, 0, 0, 0, NULL, 0},
};
static const char *const looks[] = {"ink"};
static const plateau_preset_def presets[] = {
    {"short", "Short (to 4)", "goal = 4\n"},
};

EXPORTED const plateau_plugin *plateau_entry(const plateau_host *host) {
    (void)host;
    static plateau_plugin table;
    table.struct_size = sizeof table;
    table.abi_major = PLATEAU_ABI_MAJOR;
    table.abi_minor = PLATEAU_ABI_MINOR;
    table.id = "count";
    table.name = "Count";
    table.version = "0.1.0";
    table.description = "Count to the goal with +1 and +2.";
    table.how_to_play = "Type +1 or +2; reach the goal to win.";
    table.params = params;
    table.param_count = 2;
    table.presets = presets;
    table.preset_count = 1;
    table.create = create;
    table.destroy = destroy;
    table.initial_state = initial_state;
    table.apply_move = apply_move;
    table.free_state = free_state;
    table.text_form = text_form;
    table.status = status;
    table.draw = draw;
    table.list_moves = list_moves;
    table.look_params = looks;
    table.look_param_count = 1;
    return &table;
}

#ifdef COUNT_EXPORTS
EXPORTED int plateau_debug_helper(void) { return (int)applied; }
#endif
