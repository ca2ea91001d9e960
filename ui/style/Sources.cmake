target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Palette.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Palette.h
)
